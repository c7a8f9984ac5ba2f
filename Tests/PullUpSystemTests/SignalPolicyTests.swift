import Foundation
import PullUpSystem
import Testing

/// The one signal table of the front ends that keep a session (`pullup demo --record`, `pullup-gtk`), row by
/// row; each front end's own tests send it every row (DemoSignalTests, pullup-gtk's window tests).
@Suite("PullUpSignalPolicy")
struct PullUpSignalPolicyTests {
  @Test(
    "The first of a kind ends the session; a repeat ends the process at once, but for SIGHUP; others end it at once",
    arguments: [
      (SIGINT, false, PullUpSignalPolicy.Response.endSession), (SIGINT, true, .endProcess),
      (SIGTERM, false, .endSession), (SIGTERM, true, .endProcess),
      (SIGHUP, false, .endSession), (SIGHUP, true, .ignore),
      (SIGQUIT, false, .endSession), (SIGQUIT, true, .endProcess),
      (SIGUSR1, false, .endProcess), (SIGALRM, true, .endProcess),
    ])
  func table(signal: Int32, repeated: Bool, response: PullUpSignalPolicy.Response) {
    #expect(PullUpSignalPolicy.response(to: signal, repeated: repeated) == response)
  }

  @Test("The session-ending signals are SIGINT, SIGTERM, SIGHUP and SIGQUIT")
  func sessionEnding() {
    #expect(PullUpSignalPolicy.sessionEnding == [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
  }
}
