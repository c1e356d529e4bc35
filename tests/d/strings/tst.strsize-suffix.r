helloworld 640

