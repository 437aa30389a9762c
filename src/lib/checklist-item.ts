/** Made by src/go-live/checklist.ts, shown by the checklist page. */
export interface ChecklistItem {
  /** "Practice settings › Practitioner › Name". */
  place: string;
  todo: string;
  href: string;
  /** File, line and field: its key, and the host's log (her view shows the editor's words only). */
  source: string;
}
