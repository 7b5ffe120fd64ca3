import FlatTagged

/// DynamoDB's attribute value: the data type is the object's only key (the external form).
// @FlatTagged(external, naming: .uppercase)
indirect enum AttributeValue {
    case s(String)
    case n(String)
    case ss([String])
    case m([String: AttributeValue])
    case l([AttributeValue])
    case null(Bool)
    case bool(Bool)
}
