/// The case options about labeled values: `keys: ["customID": "custom_id"]` (a dictionary
/// literal of string literals), `nulls: ["geometry", "properties"]` (an array literal of
/// string literals) and `rest: "extensions"` (a string literal). What they name is checked against the case by the planner (`LabelKeys`);
/// here only their spelling is.
extension MarkerParser {
    /// `keys: ["customID": "custom_id", …]`, each entry located at its label.
    mutating func parseLabelKeys(_ argument: Argument) -> [NamedOption] {
        guard let elements = literalElements(argument, option: "keys") else { return [] }
        // `[:]` is the empty dictionary.
        if elements.count == 1, elements[0].count == 1, elements[0][0].kind == .colon { return [] }
        var entries: [NamedOption] = []
        for element in elements {
            guard let colon = element.firstIndex(where: { $0.kind == .colon }), colon > 0 else {
                diagnostics.append(
                    Diagnostic(Messages.keysNotADictionary, at: file.location(of: element.first?.start ?? 0)))
                return []
            }
            let location = file.location(of: element[0].start)
            guard let label = stringLiteral(Array(element[..<colon]), option: "a label in 'keys:'"),
                let key = stringLiteral(Array(element[(colon + 1)...]), option: "a key in 'keys:'")
            else { return [] }
            if key.isEmpty {
                diagnostics.append(
                    Diagnostic(Messages.emptyOption("keys"), at: file.location(of: element[colon + 1].start)))
                return []
            }
            entries.append(NamedOption(name: label, key: key, location: location))
        }
        return entries
    }

    /// `rest: "extensions"`, located at its value; nil (reported) when it is not a non-empty
    /// string literal.
    mutating func parseRest(_ argument: Argument) -> NamedOption? {
        guard let name = stringLiteral(argument.value, option: "rest") else { return nil }
        guard !name.isEmpty else {
            diagnostics.append(Diagnostic(Messages.emptyOption("rest"), at: argument.valueLocation))
            return nil
        }
        return NamedOption(name: name, location: argument.valueLocation)
    }

    /// `nulls: ["geometry", …]`, each entry located where it stands.
    mutating func parseNulls(_ argument: Argument) -> [NamedOption] {
        guard let elements = literalElements(argument, option: "nulls") else { return [] }
        var entries: [NamedOption] = []
        for element in elements {
            let location = file.location(of: element[0].start)
            guard let name = stringLiteral(element, option: "a name in 'nulls:'") else { return [] }
            entries.append(NamedOption(name: name, location: location))
        }
        return entries
    }

    /// The elements of `[ … ]`, split at its top-level commas; nil (reported) when the value is
    /// not a bracketed literal or an element is empty.
    private mutating func literalElements(_ argument: Argument, option: String) -> [[Token]]? {
        let tokens = argument.value
        guard tokens.count >= 2, tokens.first?.kind == .leftBracket, tokens.last?.kind == .rightBracket else {
            diagnostics.append(Diagnostic(Messages.labelOptionNotALiteral(option), at: argument.valueLocation))
            return nil
        }
        var elements: [[Token]] = []
        var current: [Token] = []
        for token in tokens.dropFirst().dropLast() {
            if token.kind == .comma {
                elements.append(current)
                current = []
            } else {
                current.append(token)
            }
        }
        // A trailing comma is allowed, as in Swift.
        if !current.isEmpty || elements.isEmpty { elements.append(current) }
        if elements.count == 1, elements[0].isEmpty { return [] }
        if let empty = elements.firstIndex(where: \.isEmpty) {
            let offset = empty == 0 ? tokens[0].end : elements[empty - 1].last!.end
            diagnostics.append(Diagnostic(Messages.labelOptionNotALiteral(option), at: file.location(of: offset)))
            return nil
        }
        return elements
    }
}
