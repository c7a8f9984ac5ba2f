import CGTK
import Foundation
import PullUp
import PullUpGObject
import PullUpGTK

/// A window with the library behind a sheet: the mini player when the sheet is collapsed, the whole
/// player above it.
@MainActor
final class MusicPlayer {
  let window = gtk_window_new()!
  let sheet: PullUpSheetWidget
  let miniPlayer = MusicPlayer.miniPlayerRow()
  let fullPlayer = MusicPlayer.fullPlayerColumn()
  let sizing = PlayerSizing()

  init(loop: OpaquePointer) throws {
    var configuration = PullUpConfiguration.default
    // The mini player, half the window, the whole window.
    configuration.shape.detents = [.heightAboveSafeArea(72), .fraction(0.5), .available]
    configuration.shape.initialHeight = .heightAboveSafeArea(72)

    let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(gobject(content), miniPlayer)
    gtk_box_append(gobject(content), fullPlayer)
    gtk_widget_set_visible(fullPlayer, 0)
    sheet = try PullUpSheetWidget(
      configuration: configuration, container: PullUpContainer(width: 400, height: 700),
      background: gtk_label_new("Library"), content: content)
    sheet.accessibilityLabel = "Player"

    gtk_window_set_title(gobject(window), "Music")
    gtk_window_set_default_size(gobject(window), 400, 700)
    gtk_window_set_child(gobject(window), sheet.widget)
    connect(window, .closeRequest) {
      g_main_loop_quit(loop)
      return false
    }
    follow()
    try addShortcuts()
  }

  func show() { gtk_window_present(gobject(window)) }
}

extension MusicPlayer {
  /// The song and a play button, in a row.
  static func miniPlayerRow() -> UnsafeMutablePointer<GtkWidget> {
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
    let title = gtk_label_new("Blue in Green · Miles Davis")!
    gtk_widget_set_hexpand(title, 1)
    gtk_box_append(gobject(row), title)
    gtk_box_append(gobject(row), gtk_button_new_with_label("Play"))
    return row
  }

  /// The cover, the song, its position (a scale, which keeps its drag) and the controls.
  static func fullPlayerColumn() -> UnsafeMutablePointer<GtkWidget> {
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    let cover = gtk_label_new("♪")!
    gtk_widget_set_size_request(cover, 240, 240)
    gtk_box_append(gobject(column), cover)
    gtk_box_append(gobject(column), gtk_label_new("Blue in Green · Miles Davis"))
    gtk_box_append(gobject(column), gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 337, 1))
    let controls = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
    gtk_widget_set_halign(controls, GTK_ALIGN_CENTER)
    for name in ["Previous", "Play", "Next"] { gtk_box_append(gobject(controls), gtk_button_new_with_label(name)) }
    gtk_box_append(gobject(column), controls)
    return column
  }
}

extension MusicPlayer: PullUpStateDelegate {
  /// Swaps the mini player for the whole player as the sheet leaves its lowest detent, and back.
  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async {
    gtk_widget_set_visible(miniPlayer, state == .collapsed ? 1 : 0)
    gtk_widget_set_visible(fullPlayer, state == .collapsed ? 0 : 1)
  }

  private func follow() {
    let controller = sheet.controller
    Task { @MainActor [sizing] in
      await controller.setSizingDelegate(sizing)
      await controller.setStateDelegate(self)
    }
    let states = controller.states
    let window = self.window
    Task { @MainActor in
      for await state in states {
        gtk_window_set_title(gobject(window), state == .expanded ? "Now Playing" : "Music")
      }
    }
  }
}

/// The mini player is never cut off, and the whole player never grows past 720 points, however tall the
/// window.
@MainActor
final class PlayerSizing: PullUpSizingDelegate {
  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  { 72 }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? { min(availableHeight, 720) }
}

extension MusicPlayer {
  /// Control+P shows the whole player, wherever the focus is in the window.
  func addShortcuts() throws {
    try addShortcut(to: sheet.shortcutController, trigger: "<Control>p") { [sheet] in
      (try? sheet.applyNow(.setState(.expanded))) != nil  // true: the key is used
    }
  }
}

guard gtk_init_check() != 0 else {
  FileHandle.standardError.write(Data("no display: run it in a desktop session, or under Xvfb\n".utf8))
  exit(1)
}
GLibMainActor.install()
let loop = g_main_loop_new(nil, 0)!
let player: MusicPlayer
do {
  player = try MusicPlayer(loop: loop)
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
player.show()
g_main_loop_run(loop)
