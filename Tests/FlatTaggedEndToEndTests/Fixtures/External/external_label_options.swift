// Shows: the external form with labelNaming:, keys: and nulls: on the object under the tag.
// The external form with labelNaming:, keys: and nulls:: they apply to the object under the tag
// ({"button":{"custom_id":"ok","disabled":false,"label":null}}).

import FlatTagged

// @FlatTagged(external, labelNaming: .snakeCase)
enum Component {
    // @FlatTag(keys: ["isDisabled": "disabled"], nulls: ["label"])
    case button(customID: String, isDisabled: Bool, label: String?, emojiName: String?)
    // @FlatTag("select_menu")
    case selectMenu(customID: String, maxValues: Int = 1)
    case separator
}
