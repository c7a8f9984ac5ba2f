// PullUpSwiftUITranslation: what the SwiftUI adapter decides, as plain values Linux tests run. A folder per
// concern; `package` access only.
