// PullUpSwiftUI: the SwiftUI adapter. Every file is inside `#if canImport(SwiftUI)`; elsewhere the module is empty.
