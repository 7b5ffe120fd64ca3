@testable import FlatTaggedMacros

/// What the form rule tests read of a plan: the messages of its diagnostics, without their
/// locations (the golden files check those), in the order they were reported.
enum FormRules {
    static func messages(_ source: String) -> [String] {
        CodingPlannerTests.plan(source).diagnostics.map { description in
            // "line:column: severity: message"
            let parts = description.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            return parts.count == 4 ? String(parts[3].dropFirst()) : description
        }
    }

    /// The messages of `source`'s diagnostics that are errors.
    static func errors(_ source: String) -> [String] {
        CodingPlannerTests.plan(source).diagnostics.compactMap { description in
            guard let range = description.range(of: ": error: ") else { return nil }
            return String(description[range.upperBound...])
        }
    }
}
