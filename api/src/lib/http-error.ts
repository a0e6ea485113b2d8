import { Refusal } from './refusal';

/** A refusal raised with its HTTP status (the one error type: ./refusal.ts). */
export class HttpError extends Refusal {
  constructor(statusCode: number, message: string) {
    super(message, { statusCode });
    this.name = 'HttpError';
  }
}
