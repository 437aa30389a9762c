/** The profile kit's words (/admin/profile-kit): for her, in the editor's part of the site. */
export const profileKitWords = {
  title: 'Your profile kit',
  intro:
    'Your details, ready to paste into the directories where clients look for a therapist. Everything here comes from your settings and pages: change it there, and this page follows at the next Save. Each text fits the length its directory allows.',
  back: 'Back to the go-live checklist',
  link: 'Your profile kit: your details ready to paste into Google, Psychology Today, the NCH and the CNHC',
  copy: 'Copy',
  length: (count: number, limit: number | undefined) =>
    limit === undefined ? `${count} characters` : `${count} of ${limit} characters`,
  where: {
    google: 'business.google.com: open your profile, then Edit profile.',
    psychologyToday: 'psychologytoday.com: sign in, then Edit profile.',
    nch: 'hypnotherapists.org.uk: sign in to the members’ area, then your directory listing.',
    cnhc: 'MyCNHC (cnhc.org.uk): sign in, then your practice details on the register.',
  },
  fields: {
    businessName: 'Business name',
    practiceName: 'Practice name',
    nameAndTitle: 'Name and title',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    website: 'Website',
    hours: 'Opening hours',
    services: 'Services',
    service: (name: string) => `Service: ${name}`,
    description: 'Description',
    helpWith: 'What can I help you with?',
    approach: 'What’s my approach?',
    aboutMe: 'About me',
    consultation: (length: string, free: boolean) =>
      `I offer a ${free ? 'free, ' : ''}no-obligation first consultation of ${length}.`,
  },
};
