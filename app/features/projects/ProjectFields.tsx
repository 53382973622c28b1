import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { MAX_PROJECT_NAME_LENGTH, MAX_PROJECT_NOTE_LENGTH } from "../../../lib/projects/contract.ts";
import { inputClass } from "../accounts/FormField.tsx";

/**
 * A project's name and optional note, each with its label: edited on the project page (controlled)
 * and typed in the Add to Project dialog's new project (plain form fields). Ids come from the caller.
 */
export function ProjectFields({
  nameField,
  noteField,
}: {
  nameField: InputHTMLAttributes<HTMLInputElement> & { id: string };
  noteField: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string };
}) {
  return (
    <>
      <div>
        <label htmlFor={nameField.id} className="mb-1 block text-sm font-semibold text-slate-700">
          Project name
        </label>
        <input {...nameField} maxLength={MAX_PROJECT_NAME_LENGTH} className={inputClass} />
      </div>
      <div>
        <label htmlFor={noteField.id} className="mb-1 block text-sm font-semibold text-slate-700">
          Note <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea {...noteField} rows={3} maxLength={MAX_PROJECT_NOTE_LENGTH} className={inputClass} />
      </div>
    </>
  );
}
