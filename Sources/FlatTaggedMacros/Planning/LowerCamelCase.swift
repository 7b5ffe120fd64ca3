/// Names of generated statics: `Animal` → `animal`, `URLHandler` → `urlHandler`,
/// `feature-dogs` → `featureDogs` (a family's `FlatTaggedFamily` static, a target's
/// `FlatTaggedModule` static).
package enum LowerCamelCase {
    /// A Swift identifier in lowerCamelCase for `name`, backticked where it is a keyword.
    package static func identifier(_ name: String) -> String {
        // Words: runs of letters, digits and underscores; anything else separates.
        let parts = name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        guard let first = parts.first else { return "module" }
        var result = lowered(first)
        for part in parts.dropFirst() {
            result += part.prefix(1).uppercased() + part.dropFirst()
        }
        if let leading = result.unicodeScalars.first, ("0"..."9").contains(leading) { result = "_" + result }
        return SwiftNames.keywords.contains(result) ? "`\(result)`" : result
    }

    /// `Animal` → `animal`, `URLHandler` → `urlHandler`, `HTTP` → `http`: the leading run of
    /// uppercase letters is lowered, but for the last one when a lowercase letter follows it.
    private static func lowered(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run == 0 { return word }
        if run == characters.count { return word.lowercased() }
        let lowerCount = run > 1 && characters[run].isLowercase ? run - 1 : run
        return String(characters[..<lowerCount]).lowercased() + String(characters[lowerCount...])
    }
}
