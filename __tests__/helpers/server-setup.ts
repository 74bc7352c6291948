// argon2 hashing makes sign-ins take real time, and a fresh PGlite now runs sixteen migrations before
// a file's first test: keep headroom on a busy 2-core machine where an e2e file runs beside it.
jest.setTimeout(90_000);
