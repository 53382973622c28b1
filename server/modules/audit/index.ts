/**
 * The audit module (issue 33 item 6): the log of every staff action. Other modules record their
 * staff changes with `recordStaffAction`, inside the transaction of the change.
 */
export {
  type CommandLineActor,
  recordStaffAction,
  type StaffActionRecord,
} from "./record-staff-action.ts";
