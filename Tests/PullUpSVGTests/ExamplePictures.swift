import Foundation
import PullUpCore
import PullUpSVG
import Testing

/// Writes the README's pictures into Examples/Pictures, only when PULLUP_WRITE_PICTURES=1; a normal test
/// run writes nothing.
@Suite("Example pictures", .enabled(if: ProcessInfo.processInfo.environment["PULLUP_WRITE_PICTURES"] == "1"))
struct ExamplePictures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Pictures")

  static func write(_ svg: String, to name: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try svg.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  @Test("sheet.svg: the default preset at its middle detent on an iPhone-sized screen")
  func sheet() throws {
    var machine = try PullUpMachine(configuration: .default, container: phone)
    _ = try machine.moveRequested(to: .detent(1), animated: false, at: 0)
    #expect(machine.snapshot.state == .intermediate)
    try Self.write(PullUpSVGRenderer().render(machine.snapshot, safeArea: phone.safeArea), to: "sheet.svg")
  }

  @Test("timeline.svg: a flick from collapsed that settles at the middle detent")
  func timeline() throws {
    let timeline = try recordFlick()
    #expect(timeline.samples.last?.state == .intermediate)
    try Self.write(PullUpSVGRenderer().render(timeline), to: "timeline.svg")
  }

  @Test("Every preset in every pose, for a look (written to .build/pullup-pictures)")
  func gallery() throws {
    let directory = Self.directory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/pullup-pictures")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (preset, pose) in presetPoses {
      let svg = PullUpSVGRenderer().render(try snapshot(preset, pose), safeArea: phone.safeArea)
      try svg.write(to: directory.appendingPathComponent("\(preset)-\(pose).svg"), atomically: true, encoding: .utf8)
    }
    for preset in Preset.allCases {
      let svg = PullUpSVGRenderer().render(try recordFlick(preset))
      try svg.write(to: directory.appendingPathComponent("\(preset)-flick.svg"), atomically: true, encoding: .utf8)
    }
  }
}
