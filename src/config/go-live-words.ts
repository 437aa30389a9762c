/** The words of the go-live checklist (for the owner) and the holding page (for visitors). */
import { SETTINGS_FILES } from '#/config/settings-files.ts';

export const goLiveWords = {
  checklist: {
    title: 'Before your website goes live',
    intro: `Your website came with example details and made-up client quotes, so that you could see it working. Visitors see a short “coming soon” page until each line below is done. Click a line to open that place in the editor and change it. Each Save publishes the site again (a deploy, a few minutes), so change everything in one form, then Save once: this list then gets shorter. Work down it in order: each form’s lines come together, and the ticks in “${SETTINGS_FILES.confirmations}” come last, all in one Save.`,
    done: 'Nothing left to do: your whole website is published.',
    remaining: (count: number) => (count === 1 ? 'One thing left to do' : `${count} things left to do`),
    editor: 'Open the editor',
    recommended: 'Recommended, not required',
    reminders: 'Reminders of your dates (they never take your site offline)',
  },
  holding: {
    title: 'Coming soon',
    heading: 'This website is being prepared',
    text: 'Thank you for your patience: the full website will be here very soon.',
    contact: 'In the meantime, you can get in touch:',
  },
};
