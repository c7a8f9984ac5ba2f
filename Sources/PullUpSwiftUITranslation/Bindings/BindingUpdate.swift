/// What to do with a binding after a snapshot: leave it, or write a value into it.
package enum BindingUpdate<Value: Sendable & Hashable>: Sendable, Hashable {
  /// Indicates that the binding already holds what the sheet shows: write nothing.
  case unchanged
  /// Indicates that the glue writes `value` into the binding.
  case publish(Value)
}
