// libFuzzer target: the terminal input decoder fed arbitrary bytes in arbitrary chunks. It must never
// crash, never report a coordinate beyond its cap, and always recover: after any garbage and a flush, a
// valid mouse report and a key decode exactly.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var decoder = TerminalInputDecoder()
  var events: [TerminalInputEvent] = []
  // The first byte chooses the chunk size, so that sequences are split at every kind of boundary.
  let chunk = Int(bytes.first ?? 1) % 7 + 1
  var start = 0
  while start < bytes.count {
    let end = min(start + chunk, bytes.count)
    events += decoder.decode(bytes[start..<end])
    start = end
  }
  events += decoder.flush()
  for event in events {
    switch event {
    case .mouse(_, let column, let row), .scroll(_, let column, let row):
      guard (0...TerminalInputDecoder.maximumCoordinate).contains(column),
        (0...TerminalInputDecoder.maximumCoordinate).contains(row)
      else { fatalError("coordinate out of range: \(event)") }
    case .key:
      break
    }
  }
  let recovered = decoder.decode(Array("\u{1B}[<0;12;7Mq".utf8))
  guard recovered == [.mouse(kind: .press, column: 11, row: 6), .key(.character("q"))] else {
    fatalError("no recovery after \(bytes): \(recovered)")
  }
  return 0
}
