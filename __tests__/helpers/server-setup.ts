// argon2 hashing makes sign-ins take real time; keep headroom on a busy 2-core machine.
jest.setTimeout(30_000);
