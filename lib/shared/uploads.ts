/**
 * What a form with files accepts (issue 14 item 6), shared by the server's checks and the forms that
 * state them. A file's kind is told by its content on the server; the extensions here only help the
 * browser's file picker.
 */
export const fileKinds = ["pdf", "png", "jpeg", "gif", "webp", "dwg", "dxf", "doc", "docx"] as const;
export type FileKind = (typeof fileKinds)[number];

/** How a stored file of each kind is served (always as a download, never rendered inline). */
export const fileKindContentType: Record<FileKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  dwg: "application/octet-stream",
  dxf: "application/octet-stream",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const kindLabels: Record<FileKind, string> = {
  pdf: "PDF",
  png: "PNG",
  jpeg: "JPEG",
  gif: "GIF",
  webp: "WebP",
  dwg: "DWG",
  dxf: "DXF",
  doc: "DOC",
  docx: "DOCX",
};

const kindExtensions: Record<FileKind, string> = {
  pdf: ".pdf",
  png: ".png",
  jpeg: ".jpg,.jpeg",
  gif: ".gif",
  webp: ".webp",
  dwg: ".dwg",
  dxf: ".dxf",
  doc: ".doc",
  docx: ".docx",
};

export type UploadLimits = { maxFiles: number; maxFileBytes: number; accept: readonly FileKind[] };

const MB = 1024 * 1024;

/** Floor plans of a lighting layout request: drawings and images. */
export const layoutUploadLimits: UploadLimits = {
  maxFiles: 10,
  maxFileBytes: 20 * MB,
  accept: ["pdf", "dwg", "dxf", "png", "jpeg", "gif", "webp"],
};

/** Returned layouts the design team uploads through the integration API. */
export const returnedLayoutLimits: UploadLimits = { ...layoutUploadLimits, maxFileBytes: 50 * MB };

/** Photos of a warranty claim: images only, up to five. */
export const warrantyPhotoLimits: UploadLimits = {
  maxFiles: 5,
  maxFileBytes: 10 * MB,
  accept: ["png", "jpeg", "gif", "webp"],
};

/** A job application's résumé (ROUTE-24): one PDF or Word file. */
export const resumeUploadLimits: UploadLimits = {
  maxFiles: 1,
  maxFileBytes: 5 * MB,
  accept: ["pdf", "doc", "docx"],
};

/** The limits in words, as the form states them and the refusals repeat them. */
export function uploadLimitsText(limits: UploadLimits, part?: "size" | "types"): string {
  const size = `${Math.round(limits.maxFileBytes / MB)} MB`;
  const types = limits.accept.map((kind) => kindLabels[kind]).join(", ");
  if (part === "size") return size;
  if (part === "types") return types;
  return `up to ${limits.maxFiles} files of at most ${size} each; ${types}`;
}

/** The file picker's `accept` attribute. */
export function acceptAttribute(limits: UploadLimits): string {
  return limits.accept.map((kind) => kindExtensions[kind]).join(",");
}
