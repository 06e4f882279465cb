/** SPEC.md section 7's password length: the registration and reset forms say it, and the server refuses less. */
export const MIN_PASSWORD_LENGTH = 12;

export const passwordTooShort = (password: string) => password.length < MIN_PASSWORD_LENGTH;
