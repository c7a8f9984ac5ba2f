#if canImport(SwiftUI)  // Elsewhere the module is empty: Linux type-checks it against .ci/swiftui-stand-in.
  import Foundation
  import PullUp

  /// A restoration state as the text `SceneStorage` keeps: its JSON (`PullUpRestorationState` is `Codable`).
  enum RestorationText {
    /// The state's JSON, or an empty string if it cannot be encoded.
    static func encode(_ state: PullUpRestorationState) -> String {
      (try? JSONEncoder().encode(state)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    /// The state in `text`, or `nil` for an empty or unreadable text (nothing saved yet, another version's).
    static func decode(_ text: String) -> PullUpRestorationState? {
      guard !text.isEmpty, let data = text.data(using: .utf8) else { return nil }
      return try? JSONDecoder().decode(PullUpRestorationState.self, from: data)
    }
  }
#endif
