// A stand-in for Xcode's `XcodeProjectPlugin` module, which exists only inside Xcode: it
// declares exactly the API that Plugins/FlatTaggedPlugin uses, with the signatures Apple
// documents, so that CI on Linux compiles the plugin's `XcodeBuildToolPlugin` conformance
// (check.sh). It is never run. Each declaration names its documentation page; when the plugin
// starts using more of the module, declare it here the same way, from its page.
//
// Module documentation: https://developer.apple.com/documentation/xcodeprojectplugin

import Foundation
import PackagePlugin

/// A plugin that Xcode runs before building a target of an Xcode project.
///
/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin
public protocol XcodeBuildToolPlugin: Plugin {
    /// The commands that build the target's generated files.
    ///
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin/createbuildcommands(context:target:)
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode tells a plugin about the project it runs in.
///
/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext
public struct XcodePluginContext {
    /// The project whose target the plugin builds for.
    ///
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/xcodeproject
    public let xcodeProject: XcodeProject

    /// A directory the plugin may write to, its outputs included.
    ///
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/pluginworkdirectoryurl
    public let pluginWorkDirectoryURL: URL

    /// The executable named `name` among the plugin's dependencies.
    ///
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/tool(named:)
    public func tool(named name: String) throws -> PluginContext.Tool {
        throw StandInOnly()
    }
}

/// An Xcode project.
///
/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject
public struct XcodeProject {
    /// The directory that holds the `.xcodeproj`.
    ///
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/directoryurl
    public let directoryURL: URL
}

/// A target of an Xcode project.
///
/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget
public struct XcodeTarget {
    /// The target's name as Xcode shows it.
    ///
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/displayname
    public let displayName: String

    /// The target's input files (sources and resources); each has a `url`.
    ///
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/inputfiles
    public let inputFiles: FileList
}

/// Thrown by the stand-in's functions, which only exist to be compiled against.
struct StandInOnly: Error {}
