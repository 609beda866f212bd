import { Router } from "express";

/** POST /create-payment-intent and PATCH /booking/{id}: added by the payments work (issue 4). */
export const paymentsRouter = Router();
