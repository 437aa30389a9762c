/** The words of the go-live checklist (for the owner) and the holding page (for visitors). */
export const goLiveWords = {
  checklist: {
    title: 'Before your website goes live',
    intro:
      'Your website came with example details and made-up client quotes, so that you could see it working. Visitors see a short “coming soon” page until each line below is done. Click a line to open that place in the editor, change it and click Save: your host rebuilds the site within a few minutes, and this list gets shorter.',
    done: 'Nothing left to do: your whole website is published.',
    remaining: (count: number) => (count === 1 ? 'One thing left to do' : `${count} things left to do`),
    openInEditor: 'Open in the editor',
    editor: 'Open the editor',
    recommended: 'Recommended, not required',
  },
  holding: {
    title: 'Coming soon',
    heading: 'This website is being prepared',
    text: 'Thank you for your patience: the full website will be here very soon.',
    contact: 'In the meantime, you can get in touch:',
  },
};
