/** Whether a server accepts TCP connections at host:port (within 1 s). */
export function answers(host: string, port: number): Promise<boolean>;
