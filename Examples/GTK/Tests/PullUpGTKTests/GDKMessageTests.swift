import CGTK
import Testing

@testable import pullup_gtk

/// Which of GDK's messages end pullup-gtk as a lost window: only those after which GDK ends the process
/// itself. A harmless warning (a bad XSETTINGS value, a failed assertion GDK recovers from) is printed, and
/// the session goes on.
@Suite("GDK's messages that end the window")
struct GDKMessageTests {
  static let warning = G_LOG_LEVEL_WARNING
  static let critical = G_LOG_LEVEL_CRITICAL

  @Test(
    "A message ends the window only when GDK ends the process after it",
    arguments: [
      (warning, "GdkSurface 0x5583c0a1e0 unexpectedly destroyed", true),
      (warning, "GdkSurface 0x2a00003 unexpectedly destroyed", true),
      (warning, "The program 'pullup-gtk' received an X Window System error.\nThis probably reflects a bug", true),
      (G_LOG_LEVEL_ERROR, "anything GDK calls an error", true),
      (GLogLevelFlags(G_LOG_LEVEL_WARNING.rawValue | G_LOG_FLAG_FATAL.rawValue), "made fatal by G_DEBUG", true),
      (warning, "Invalid format for XSETTINGS property: 9", false),
      (warning, "Unable to load sb_v_double_arrow from the cursor theme", false),
      (critical, "gdk_surface_get_width: assertion 'GDK_IS_SURFACE (surface)' failed", false),
      (G_LOG_LEVEL_MESSAGE, "GdkSurface 0x1 unexpectedly destroyed, as a message", false),
    ])
  func endsTheWindow(level: GLogLevelFlags, message: String, ends: Bool) {
    #expect(DemoEnding.endsTheWindow(level: level, message: message) == ends)
  }

  @Test("A warning without a message does not end the window")
  func noMessage() {
    #expect(!DemoEnding.endsTheWindow(level: Self.warning, message: nil))
  }
}
