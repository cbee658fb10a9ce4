/**
 * What accounts send by e-mail and SMS. No health word anywhere, and no product name in
 * an SMS or a subject line: both show on a lock screen, and the default name has one
 * (decision 024). The product is named at the end of an e-mail, past the preview.
 */
export function authMessages(siteName: string) {
  const signature = `\n\n— ${siteName}`;
  return {
    signInCode: (code: string) => `Your sign-in code is ${code}. It expires in 5 minutes. Do not share it.`,
    resetCode: (code: string) =>
      `Your password reset code is ${code}. It expires in 5 minutes. If you did not ask for it, ignore this message.`,
    verifyEmail: (link: string) => ({
      subject: "Confirm your e-mail address",
      text: `Open this link to confirm your e-mail address:\n\n${link}\n\nThe link works for 24 hours. If you did not create an account, ignore this message.${signature}`,
    }),
    /** Sign-up with an address that has an account: the page said "check your e-mail" either way. */
    existingAccountEmail: (signInLink: string, resetLink: string) => ({
      subject: "Someone tried to create an account with your address",
      text: `Someone, perhaps you, tried to create an account with this e-mail address. There is already an account for it, so nothing was changed.\n\nIf it was you, sign in:\n\n${signInLink}\n\nIf you do not remember your password, choose a new one:\n\n${resetLink}\n\nIf it was not you, ignore this message: nobody was signed in and your password stays the same.${signature}`,
    }),
    resetEmail: (link: string) => ({
      subject: "Reset your password",
      text: `Open this link to choose a new password:\n\n${link}\n\nThe link works for one hour and only once. If you did not ask for this, ignore this message: your password stays the same.${signature}`,
    }),
    adminInviteEmail: (link: string) => ({
      subject: "Your team account invitation",
      text: `You are invited to join the team. Open this link to set up your account:\n\n${link}\n\nThe link works for 24 hours and only once.${signature}`,
    }),
    adminInviteSms: (link: string) => `You are invited to join the team. Set up your account: ${link}`,
  };
}
