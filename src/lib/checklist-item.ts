/** One line of the go-live checklist (src/go-live/checklist.ts makes them; the checklist page shows them). */
export interface ChecklistItem {
  /** Where it is in the editor: "Practice settings › Practitioner › Name". */
  place: string;
  /** What is wrong and what to do, in plain words. */
  todo: string;
  /** The entry in the editor. */
  href: string;
  /** The file, line and field: its key, and the host's log (her view shows the editor's words only). */
  source: string;
}
