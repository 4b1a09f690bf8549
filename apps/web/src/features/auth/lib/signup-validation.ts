import * as z from 'zod/mini';
import { SIGNUP_VALIDATION } from '../signup-texts';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** docs/product.md#s9: the minimum password length (the identity provider's default). */
const PASSWORD_MIN_CHARS = 6;

const notBlank = (message: string) =>
  z.string().check(z.refine((value) => value.trim() !== '', message));

/** docs/product.md#s5's sign-up rules. Issues come out in the order the spec lists the rules. */
const SignupSchema = z
  .object({
    name: notBlank(SIGNUP_VALIDATION.nameRequired),
    email: notBlank(SIGNUP_VALIDATION.emailRequired),
    password: z
      .string()
      .check(
        z.refine(
          (value) => Array.from(value).length >= PASSWORD_MIN_CHARS,
          SIGNUP_VALIDATION.passwordTooShort,
        ),
      ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: SIGNUP_VALIDATION.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

/** The first rule the values break, as the message to show, or null when they pass. */
export function firstSignupProblem(values: SignupValues): string | null {
  const result = SignupSchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** docs/product.md#s2: the button is enabled only when all four fields hold something. */
export const allSignupFieldsFilled = (values: SignupValues): boolean =>
  Object.values(values).every((value) => value !== '');
