import { type ChangeEvent, useId } from "react";
import { acceptAttribute, type UploadLimits, uploadLimitsText } from "../../../lib/shared/uploads.ts";

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * A file picker that states its limits (issue 14: size and type limits on the form), lists what was
 * chosen and refuses, before sending, what the server would refuse anyway (too many, too large).
 */
export function FileDrop({
  name,
  label,
  limits,
  files,
  onChange,
  error,
}: {
  name: string;
  label: string;
  limits: UploadLimits;
  files: File[];
  onChange: (files: File[], problem: string | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    const all = [...files, ...chosen];
    event.target.value = "";
    if (all.length > limits.maxFiles) return onChange(files, `Choose at most ${limits.maxFiles} files`);
    const large = all.find((file) => file.size > limits.maxFileBytes);
    if (large) return onChange(files, `"${large.name}" is larger than ${uploadLimitsText(limits, "size")}`);
    onChange(all, null);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple={limits.maxFiles > 1}
        accept={acceptAttribute(limits)}
        onChange={pick}
        aria-describedby={`${id}-limits${error ? ` ${id}-error` : ""}`}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded file:border-0 file:bg-brand-navy file:px-3 file:py-2 file:font-semibold file:text-white"
      />
      <p id={`${id}-limits`} className="mt-1 text-xs text-slate-500" data-testid="upload-limits">
        {`Up to ${limits.maxFiles} files, ${uploadLimitsText(limits, "size")} each: ${uploadLimitsText(limits, "types")}.`}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-red" role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded border border-slate-200 text-sm"
          aria-label="Chosen files"
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center justify-between gap-2 px-3 py-1.5"
            >
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="flex shrink-0 items-center gap-2 text-slate-500">
                {sizeText(file.size)}
                <button
                  type="button"
                  className="rounded px-1 text-brand-red hover:bg-red-50"
                  aria-label={`Remove ${file.name}`}
                  onClick={() =>
                    onChange(
                      files.filter((_, i) => i !== index),
                      null,
                    )
                  }
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The upload's progress while it is sent. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3" data-testid="upload-progress">
      <progress className="h-2 w-full" max={100} value={percent} aria-label="Upload progress">
        {percent}%
      </progress>
      <p className="text-xs text-slate-600" aria-live="polite">
        Uploading… {percent}%
      </p>
    </div>
  );
}
