import Core
import FeatureB

public enum FeatureA {}
