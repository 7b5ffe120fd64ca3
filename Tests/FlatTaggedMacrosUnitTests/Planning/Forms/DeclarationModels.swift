@testable import FlatTaggedMacros

/// Declaration models built in a test, without parsing source: the rule tests start from them,
/// so a rule is tested on exactly the model it reads.
enum DeclarationModels {
    static func at(_ line: Int, _ column: Int = 5) -> SourceLocation {
        SourceLocation(line: line, column: column)
    }

    /// `label: type` (or an unlabeled `type`) on `line`.
    static func value(_ label: String?, _ type: String, line: Int, column: Int = 16) -> AssociatedValue {
        AssociatedValue(label: label, type: type, defaultValue: nil, location: at(line, column))
    }

    /// `case name(values…)` on `line`, with its marker.
    static func enumCase(_ name: String, _ values: [AssociatedValue]?, marker: TagMarker? = nil, line: Int)
        -> EnumCaseDeclaration
    {
        EnumCaseDeclaration(
            name: name, associatedValues: values, rawValue: nil, conditions: [], marker: marker,
            elementsInDeclaration: 1, location: at(line, 10))
    }

    /// `enum name { cases… }` at line 2, under `marker` at line 1.
    static func enumeration(_ name: String, marker: TypeMarker, cases: [EnumCaseDeclaration]) -> EnumDeclaration {
        EnumDeclaration(
            name: name, outerPath: [], enclosingScopes: [], access: nil, enclosingAccess: nil,
            genericParameters: [], inheritance: [], whereClause: nil, conditions: [], cases: cases,
            nestedTypes: [], marker: marker, isIndirect: false, isNonisolated: false, hasGlobalActor: false,
            location: at(2, 1))
    }

    /// A file that declares `enums` and `structs`.
    static func file(_ enums: [EnumDeclaration], structs: [StructDeclaration] = []) -> FileDeclarations {
        var file = FileDeclarations()
        file.enums = enums
        file.structs = structs
        return file
    }

    /// `struct name { var property: type … }` at `line`.
    static func structure(_ name: String, _ properties: [(String, String)], line: Int = 20) -> StructDeclaration {
        StructDeclaration(
            name: name, outerPath: [], conditions: [], documentation: nil,
            properties: properties.enumerated().map { index, property in
                StoredProperty(
                    name: property.0, type: property.1, isConstant: false, hasInitialValue: false,
                    documentation: nil, conditions: [], location: at(line + 1 + index))
            }, location: at(line, 1))
    }
}
