import Core
import FeatureA
import FeatureB

print("shell")
