// Shows: the errors for key:, content: and naming: on an untagged enum, which has no tag.
import FlatTagged

// key:, content: and naming: mean nothing without a tag.
// @FlatTagged(untagged, key: "kind", content: "data", naming: .snakeCase)
enum Value { case text(String) }
