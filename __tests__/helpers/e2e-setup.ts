// Browser journeys start a server and Chromium; give them room on a busy 2-core machine.
jest.setTimeout(90_000);
