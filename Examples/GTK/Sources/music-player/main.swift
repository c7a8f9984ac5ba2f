// music-player: the music player of the article "A sheet in your GTK app" (Sources/PullUpGTK/PullUpGTK.docc),
// compiled and run here as an app's code: the mini player when the sheet is collapsed, the whole player when
// it is expanded, and half the window between.
//
// `--states FILE` writes each state the sheet comes to, one per line, for the window test to read.
import CGTK
import Foundation
import PullUp
import PullUpGTK

guard gtk_init_check() != 0 else {
  FileHandle.standardError.write(Data("music-player: no display: run it under a desktop session or Xvfb\n".utf8))
  exit(1)
}
GLibMainActor.install()
let loop = g_main_loop_new(nil, 0)!
let player: MusicPlayer
do {
  player = try MusicPlayer(loop: loop)
} catch {
  FileHandle.standardError.write(Data("music-player: \(error)\n".utf8))
  exit(2)
}
player.show()
MusicPlayer.applyStyle()
if let index = CommandLine.arguments.firstIndex(of: "--states"), index + 1 < CommandLine.arguments.count,
  let file = FileHandle(forWritingAtPath: CommandLine.arguments[index + 1])
{
  let states = player.sheet.controller.states
  Task { @MainActor in
    for await state in states { file.write(Data("\(state)\n".utf8)) }
  }
}
g_main_loop_run(loop)
