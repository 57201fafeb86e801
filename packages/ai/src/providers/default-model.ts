/** The chat model used when none is chosen: the server's AI_MODEL default and the dialog's preselected model. */
export const DEFAULT_MODEL = "gpt-4o";
