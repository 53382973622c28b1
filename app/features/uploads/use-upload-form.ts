import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessageOf, fieldErrorsOf, sendForm } from "./send-form.ts";

/**
 * The sending of a form with files (issue 14: layout requests, warranty claims): the chosen files
 * appended under `fileField`, the upload's progress, the server's field errors, the toasts of the
 * spec's messages, and one Idempotency-Key per filled-in form, so a double click or a retry after a
 * lost answer sends one submission.
 */
export function useUploadForm<Sent>(options: {
  url: string;
  fileField: string;
  messages: { sent: string; sendFailed: string };
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const key = useRef<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const form = new FormData(event.currentTarget);
    form.delete(options.fileField);
    for (const file of files) form.append(options.fileField, file, file.name);
    key.current ??= crypto.randomUUID();
    setProgress(0);
    const answer = await sendForm(options.url, form, {
      idempotencyKey: key.current,
      onProgress: setProgress,
    });
    setProgress(null);
    if (answer.status === 201) {
      toast.success(options.messages.sent);
      setSent(answer.body as Sent);
      return;
    }
    // The spec's words, and what the server found wrong where it named a field.
    setErrors(fieldErrorsOf(answer.body));
    const reason = errorMessageOf(answer.body);
    toast.error(options.messages.sendFailed, reason ? { description: reason } : undefined);
    // A refusal of this body will not change on retry with the same key: a corrected form is new.
    if (answer.status >= 400 && answer.status < 500) key.current = null;
  }

  /** The file picker's choice, or why it refused one (too many, too large). */
  const chooseFiles = (next: File[], problem: string | null) => {
    setFiles(next);
    setFileError(problem);
  };

  return { submit, errors, progress, sent, files, fileError, chooseFiles, fileField: options.fileField };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
