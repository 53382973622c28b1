import type { UploadLimits } from "../../../lib/shared/uploads.ts";
import { cardClass, primaryButton, sectionTitle } from "../accounts/styles.ts";
import { FileDrop, UploadProgress } from "./FileDrop.tsx";
import type { UploadForm } from "./use-upload-form.ts";

/** The end of a form with files: the files' fieldset, the upload's progress and the send button. */
export function FilesAndSend({
  upload,
  legend,
  label,
  limits,
  sendLabel,
}: {
  upload: UploadForm;
  legend: string;
  label: string;
  limits: UploadLimits;
  sendLabel: string;
}) {
  const sending = upload.progress !== null;
  return (
    <>
      <fieldset className={cardClass}>
        <legend className={`${sectionTitle} px-1`}>{legend}</legend>
        <FileDrop
          name={upload.fileField}
          label={label}
          limits={limits}
          files={upload.files}
          error={upload.fileError ?? upload.errors[upload.fileField]}
          onChange={upload.chooseFiles}
        />
      </fieldset>
      {upload.progress !== null && <UploadProgress fraction={upload.progress} />}
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? "Sending…" : sendLabel}
      </button>
    </>
  );
}
