// libFuzzer target: the scenario reader fed arbitrary bytes. It must never crash: every input either
// reads into a scenario that validates and writes back to JSON that reads again to the same scenario, or
// is refused with a PullUpScenarioError naming a JSON path.
import FoundationEssentials

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  do {
    let scenario = try PullUpScenario(data: bytes)
    let again = try PullUpScenario(json: scenario.json())
    if again != scenario { fatalError("a scenario did not survive writing and reading back") }
  } catch {
    if error.description.isEmpty { fatalError("an error without a message") }
  }
  return 0
}
