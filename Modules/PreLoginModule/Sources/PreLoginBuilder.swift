import DesignSystem
import NavigationKit

/// The PreLogin module's only entry point: builds the Welcome screen, from which Login and
/// Register are reached inside the module.
public enum PreLoginBuilder {
    /// Builds the Welcome screen, to be shown on the stack `dependencies.router` drives.
    /// No deep link reaches inside the module.
    public static func build(dependencies: PreLoginDependencies) -> FeatureEntry<Never, Never> {
        FeatureEntry(viewController: WelcomeFactory.make(dependencies: dependencies))
    }
}
