/** The enquiry form's words, its thank-you page's and her usual reply time's (issue 49); the facts come from the settings. */
export const enquiryWords = {
  replyTime: (time: string) => `I usually reply ${time}.`,
  form: {
    heading: 'Or write to me here',
    noHealthDetails:
      'Please don’t include health details. Your name, how to reach you and a line about what you would like help with are plenty: we can talk about the rest in confidence.',
    name: 'Your name',
    reply: 'Your e-mail address or phone number',
    replyHint: 'Whichever you would like me to reply to.',
    message: 'Your message',
    honeypot: 'Leave this empty',
    send: 'Send message',
    sentThrough: (service: string) => `Sent through ${service}, which passes it to me by e-mail:`,
    howHandled: 'how your message is handled',
  },
  sent: {
    title: 'Thank You for Your Message',
    description: 'Your message is on its way. What happens next.',
    heading: 'Thank you for your message',
    lead: 'It is on its way to me.',
    reply: (time: string | undefined) =>
      time
        ? `I usually reply ${time}, by e-mail or phone, as you asked.`
        : 'I will reply by e-mail or phone, as you asked.',
    /** `freeOrFirst`: "free" or "first" (fill-ins.ts). */
    next: (consultation: string, freeOrFirst: string) =>
      `When I reply, we can find a time for your ${freeOrFirst} consultation of ${consultation}: a chance to talk about what you would like help with, with no obligation.`,
    notHeard: 'If you have not heard from me, please check your spam folder, or call me on',
  },
  privacy: {
    /** The privacy notice's section, which the form links to. */
    id: 'enquiry-form',
    heading: 'Writing to me with the form',
    text: (service: string) =>
      `If you write to me with the form on the Contact and Booking pages, what you type (your name, how to reach you and your message) goes to ${service}, which screens it for spam and passes it to me by e-mail, under its own privacy notice. I use it only to reply to you, as for any first enquiry. Nothing from ${service} loads on this site until you press “Send message”. Please don’t include health details in the form.`,
    counted: 'The count of enquiries notes only that the form was sent from a page, never what it says.',
    serviceNotice: (service: string) => `${service}’s privacy notice`,
  },
};
