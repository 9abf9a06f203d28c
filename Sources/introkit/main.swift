print("introkit")
