import CGTK
import PullUpGObject
import Testing

/// `gobject(_:)` checks its casts in a debug build as GTK's C casts do (issue 52), and takes GLib's `gpointer`.
/// A GtkAdjustment needs no display, so these run without one.
@Suite("gobject(_:) checks its casts")
struct GObjectCastTests {
  /// A new adjustment, owned by the caller (its floating reference sunk).
  static func adjustment() -> UnsafeMutablePointer<GtkAdjustment> {
    let adjustment = gtk_adjustment_new(0, 0, 100, 1, 10, 10)!
    g_object_ref_sink(adjustment)
    return adjustment
  }

  @Test("A cast to a type the object is not stops a debug build, in GLib's words, as GTK_WINDOW() does")
  func stops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let adjustment = gtk_adjustment_new(0, 0, 100, 1, 10, 10)!
      // Registers GtkWindow, as any program that has a window has (g_type_ensure: the getter alone is `const`
      // to the compiler, which may drop an unused call).
      g_type_ensure(gtk_window_get_type())
      let window: UnsafeMutablePointer<GtkWindow> = gobject(adjustment)
      _ = window
    }
    let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(standardError.contains("invalid cast from 'GtkAdjustment' to 'GtkWindow'"), "\(standardError)")
  }

  @Test("A cast to the object's own type or an ancestor passes; a name GLib does not know is not checked")
  func passes() {
    struct NotAGObjectType {}
    let adjustment = Self.adjustment()
    defer { g_object_unref(adjustment) }
    let object: UnsafeMutablePointer<GObject> = gobject(adjustment)
    let unowned: UnsafeMutablePointer<GInitiallyUnowned> = gobject(adjustment)
    let same: UnsafeMutablePointer<GtkAdjustment> = gobject(adjustment)
    let unchecked: UnsafeMutablePointer<NotAGObjectType> = gobject(adjustment)
    #expect(UnsafeMutableRawPointer(object) == UnsafeMutableRawPointer(adjustment))
    #expect(UnsafeMutableRawPointer(unowned) == UnsafeMutableRawPointer(adjustment))
    #expect(same == adjustment)
    #expect(UnsafeMutableRawPointer(unchecked) == UnsafeMutableRawPointer(adjustment))
  }

  @Test("GLib's gpointer goes back to its object, typed or opaque")
  func gpointer() {
    let adjustment = Self.adjustment()
    defer { g_object_unref(adjustment) }
    let data: gpointer = UnsafeMutableRawPointer(adjustment)
    let typed: UnsafeMutablePointer<GtkAdjustment> = gobject(data)
    #expect(typed == adjustment)
    #expect(gtk_adjustment_get_upper(typed) == 100)
    let opaque: OpaquePointer = gobject(data)
    #expect(UnsafeMutableRawPointer(opaque) == data)
  }
}
