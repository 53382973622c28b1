import { Download } from "lucide-react";
import { secondaryButton } from "../accounts/styles.ts";

/** Stored files of a request or claim as download links (attachments from the API, not app pages). */
export function FileLinks({
  files,
  label,
}: {
  files: { id: string; name: string; url: string }[];
  label: string;
}) {
  if (files.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file.id} className="min-w-0">
            <a href={file.url} download className={`${secondaryButton} max-w-full`}>
              <Download aria-hidden size={14} />
              <span className="truncate">{file.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
