/**
 * The zod-free part of the projects contract (contract.ts re-exports it): the Add to Project button on
 * every product card needs these, and a page of cards should not load zod for them (issue 15).
 */

export const MAX_PROJECT_NAME_LENGTH = 80;
export const MAX_PROJECT_NOTE_LENGTH = 2_000;
export const MAX_LINE_NOTE_LENGTH = 500;
/** A project is a working list, not a catalogue: more lines than this are refused. */
export const MAX_PROJECT_LINES = 500;
/** A user's projects within one account; the list and the dialog show them all. */
export const MAX_PROJECTS = 200;
/** CONST-32: the quantity the Add to Project dialog adds. */
export const PROJECT_ADD_QUANTITY = 1;

/** The strings of spec §8 and the PROJ rows, character for character. */
export const projectMessages = {
  loginRequired: "Login Required - Please Login to your account to add product in project",
  loadError: "Could not load projects",
  selectProject: "Please select a project",
  enterName: "Please enter a project name",
  addedTo: (name: string) => `Product added to ${name}`,
  addedToNew: "Product added to new project",
  /** PROJ-11, and (OPEN default) the failure of creating a new project too. */
  updateError: "Could not update project",
  /** Issue 32 item 6: a basic customer works for no account, and projects are kept within one. */
  businessAccountRequired:
    "Projects are kept for a business account, so your team and your sales rep can work on them with you. Connect your login to your company's account to start one.",
  /** API-39's answer for an empty project (not a spec string: the spec shows no such toast). */
  created: "Project created",
} as const;
