// The manual clock moved to PullUp after 0.2.0, where the scenario player, which is not a test, runs on it too: a test
// that imports PullUpTesting alone still finds it under its name, and one that imports PullUp as well finds the
// same declaration, not a second one.
@_exported import class PullUp.PullUpTestClock
