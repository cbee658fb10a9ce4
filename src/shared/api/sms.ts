import { z } from "zod";

/**
 * Africa's Talking's callbacks, as its documentation gives them (form-encoded POSTs):
 * an incoming message (`from`, `to`, `text`, `id`, `date`, `linkId`, `networkCode`) and a
 * delivery report (`id`, `status`, `phoneNumber`, `networkCode`, `failureReason`,
 * `retryCount`). Fields we do not use are let through unread.
 */
export const SMS_TEXT_MAX_CHARS = 2000;

export const incomingSmsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  from: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{6,15}$/, "invalid_phone"),
  to: z.string().trim().max(40).optional(),
  // An empty text is possible (a blank message); it is read as a question with no words.
  text: z.string().max(SMS_TEXT_MAX_CHARS),
  date: z.string().max(40).optional(),
  linkId: z.string().max(200).optional(),
});
export type IncomingSms = z.infer<typeof incomingSmsSchema>;

export const smsDeliveryReportSchema = z.object({
  id: z.string().trim().min(1).max(200),
  status: z.string().trim().min(1).max(40),
  phoneNumber: z.string().max(40).optional(),
  failureReason: z.string().trim().max(100).optional(),
  retryCount: z.string().max(10).optional(),
});
export type SmsDeliveryReport = z.infer<typeof smsDeliveryReportSchema>;

/**
 * Africa's Talking's USSD callbacks: a step of a session (`sessionId`, `serviceCode`,
 * `phoneNumber`, `text`: every input so far joined by "*"), answered with plain text beginning
 * "CON " (a screen awaiting input) or "END " (the last); and the notice that a session ended
 * (`sessionId`, `status`: "Success", "Incomplete" for a time-out, "Failed").
 */
export const ussdStepSchema = z.object({
  sessionId: z.string().trim().min(1).max(200),
  serviceCode: z.string().trim().max(40).optional(),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{6,15}$/, "invalid_phone"),
  text: z
    .string()
    .max(200)
    .regex(/^[0-9*#]*$/, "invalid_input")
    .default(""),
  networkCode: z.string().max(20).optional(),
});
export type UssdStepInput = z.infer<typeof ussdStepSchema>;

export const ussdEndedSchema = z.object({
  sessionId: z.string().trim().min(1).max(200),
  status: z.string().trim().min(1).max(40),
});
