import FlatTagged

/// The external form with `labelNaming:`, `keys:` and `nulls:`: they apply to the object under
/// the tag.
// @FlatTagged(external, labelNaming: .snakeCase)
enum ExternalLabelsComponent: Equatable {
    // @FlatTag(keys: ["isDisabled": "disabled"], nulls: ["label"])
    case button(customID: String, isDisabled: Bool, label: String?, emojiName: String?)
    // @FlatTag("select_menu")
    case selectMenu(customID: String, maxValues: Int = 1)
    case separator
}

/// The untagged form with `labelNaming:`, `keys:` and `nulls:`: the keys that choose a case
/// are the mapped keys.
// @FlatTagged(untagged, labelNaming: .snakeCase)
enum UntaggedLabelsMessage: Equatable {
    // @FlatTag(keys: ["requestID": "id"], nulls: ["errorData"])
    case failure(requestID: Int, errorCode: Int, errorData: String?)
    // @FlatTag(when: "json_rpc")
    case success(jsonRPC: String, resultValue: Int)
    case notification(methodName: String, requestID: Int?)
}
