/// The version `flat-tagged --version` prints: the newest version `CHANGELOG.md` names, its first
/// `## X.Y.Z` heading. Releasing a version renames the changelog's "Unreleased" section and
/// changes this line in the same commit (CONTRIBUTING.md, "Releases");
/// `CommandLineTests.versionIsTheChangelogsNewest` fails when the two differ.
enum Version {
    static let current = "0.1.0"
}
