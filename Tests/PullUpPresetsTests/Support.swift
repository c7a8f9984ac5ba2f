import PullUpCore

extension PullUpMachine {
  /// Runs far past the end of any settle: one frame ten seconds later.
  mutating func settle() throws {
    _ = try advance(to: snapshot.time + 10)
  }
}
